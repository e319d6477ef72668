// A labelled range input bound to one number field of a widget's state; its bounds, step and
// label come from the schema, so the slider and the link can never disagree.
import { useId } from 'react'
import type { Schema } from './contract'
import { fieldPrecision } from './hashState'
import { Output } from './Output'
import type { WidgetState } from './useWidgetState'

export interface SliderProps<S extends Schema> {
  widget: WidgetState<S>
  /** a field of kind 'number' */
  field: keyof S & string
  /** decimals of the value shown beside the slider */
  digits?: number
}

export function Slider<S extends Schema>({ widget, field, digits = 2 }: SliderProps<S>) {
  const spec = widget.meta.schema[field]
  const id = useId()
  if (spec?.kind !== 'number') throw new Error(`Slider: ${field} is not a number field`)
  const value = widget.state[field] as number
  const step = fieldPrecision(spec.min, spec.max, spec.step)
  return (
    <div className="rk-slider">
      <label htmlFor={id}>{spec.label}</label>
      <input
        id={id}
        type="range"
        min={spec.min}
        max={spec.max}
        step={step}
        value={value}
        onChange={(e) =>
          widget.set({ [field]: e.currentTarget.valueAsNumber } as Partial<typeof widget.state>)
        }
      />
      <Output q={field} value={value} digits={digits} />
    </div>
  )
}
