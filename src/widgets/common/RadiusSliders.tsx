import { Slider } from '../../kit/Slider'
import type { FieldSpec, Schema } from '../../kit/contract'
import type { WidgetState } from '../../kit/useWidgetState'
import './figure.css'

/** The radius sliders of a figure with balls A and B, side by side where there is room. */
export function RadiusSliders<S extends Schema & Record<'rA' | 'rB', FieldSpec>>({
  widget,
  digits,
}: {
  widget: WidgetState<S>
  /** Decimals shown; the Slider's own default when not given. */
  digits?: number
}) {
  return (
    <div className="fig-radii">
      <Slider widget={widget} field="rA" digits={digits} />
      <Slider widget={widget} field="rB" digits={digits} />
    </div>
  )
}
