// The canvas kit's public API (README.md beside this file describes it).
export type { FieldSpec, Schema, StateOf, WidgetMeta } from './contract'
export { Angle, type AngleProps } from './Angle'
export { Arrow, type ArrowProps } from './Arrow'
export { Ball, type BallProps } from './Ball'
export { BoxOutline, type BoxOutlineProps } from './BoxOutline'
export { Dot, type DotProps } from './Dot'
export { Fold, type FoldProps } from './Fold'
export {
  type LiveValue,
  formatAllDigits,
  formatCount,
  formatLive,
  formatMagnification,
  formatNumber,
  formatPoint,
  formatPowerOfTen,
  formatScientific,
  nounAfter,
} from './format'
export { Handle, type HandleProps, keyExponent, stepOnGrid } from './Handle'
export {
  type HashIssue,
  type Constrain,
  type RuleWords,
  defaultState,
  describeIssue,
  describeIssues,
  mergeState,
  parseState,
  readLink,
  readNumber,
  serializeState,
} from './hashState'
export { type WidgetHost, WidgetHostContext, useWidgetHost } from './host'
export { Label, type LabelProps } from './Label'
export { type LabelPlace, aroundHandle, aroundPoint } from './labelPlace'
export { type LiveEntry, publish, useLive } from './liveStore'
export { Magnifier, type MagnifierProps } from './Magnifier'
export { useMaskedWriter } from './masked'
export { magnification } from './magnify'
export { Output, type OutputProps } from './Output'
export { Polyline, type PolylineProps } from './Polyline'
export { sameShapeProps } from './sameProps'
export { Slider, type SliderProps } from './Slider'
export { Stage, type StageProps, type StageTransform, useStage } from './Stage'
export { StageClip } from './StageClip'
export { Plot, type PlotAxis, type PlotProps, type PlotScales, plotDomain } from './Plot'
export { sizeForScreen, useStageFrame } from './stageCanvas'
export { type StageCanvasFrame, useStageCanvas } from './useStageCanvas'
export { type LinearScale, decadeTicks, linearScale, logScale } from './scale'
export { type Tab, Tabs, type TabsProps } from './Tabs'
export { Tex, type TexProps } from './Tex'
export { ThemeToggle } from './ThemeToggle'
export { TimeScrubber, type TimeScrubberProps, prefersReducedMotion } from './TimeScrubber'
export type { Tone } from './tone'
export type { Draws } from './draws'
export { useStable } from './useStable'
export { type StatePatch, type WidgetState, useWidgetState } from './useWidgetState'
export { Wall, type WallProps } from './Wall'
export { type DragHandlers, type DragOptions, useDrag } from './useDrag'
export { WidgetFrame, type WidgetFrameProps } from './WidgetFrame'
