// A labelled range input bound to one number field of a widget's state; its bounds, step and
// label come from the schema, so the slider and the link can never disagree.
import { memo, useCallback, useId } from 'react'
import type { FieldSpec, Schema, StateOf } from './contract'
import { fieldPrecision } from './hashState'
import { Output } from './Output'
import type { WidgetState } from './useWidgetState'

export interface SliderProps<S extends Schema> {
  widget: WidgetState<S>
  /** a field of kind 'number' */
  field: keyof S & string
  /** decimals of the value shown beside the slider */
  digits?: number
  /** the label for assistive technology only, where something beside the slider names it (a legend) */
  labelHidden?: boolean
}

export function Slider<S extends Schema>({ widget, field, digits = 2, labelHidden = false }: SliderProps<S>) {
  const spec = widget.meta.schema[field]
  const { set } = widget
  const onValue = useCallback((v: number) => set({ [field]: v } as Partial<StateOf<S>>), [set, field])
  if (spec?.kind !== 'number') throw new Error(`Slider: ${field} is not a number field`)
  return (
    <SliderInput
      spec={spec}
      field={field}
      value={widget.state[field] as number}
      onValue={onValue}
      digits={digits}
      labelHidden={labelHidden}
    />
  )
}

interface SliderInputProps {
  spec: Extract<FieldSpec, { kind: 'number' }>
  field: string
  value: number
  onValue: (v: number) => void
  digits: number
  labelHidden: boolean
}

/** The input itself: re-drawn only when its own value changes, not on every drag in the figure. */
const SliderInput = memo(function SliderInput({
  spec,
  field,
  value,
  onValue,
  digits,
  labelHidden,
}: SliderInputProps) {
  const id = useId()
  return (
    <div className="rk-slider">
      <label htmlFor={id} className={labelHidden ? 'rk-sr-only' : undefined}>
        {spec.label}
      </label>
      <input
        id={id}
        type="range"
        min={spec.min}
        max={spec.max}
        step={fieldPrecision(spec.min, spec.max, spec.step)}
        value={value}
        onChange={(e) => onValue(e.currentTarget.valueAsNumber)}
      />
      <Output q={field} value={value} digits={digits} />
    </div>
  )
})
