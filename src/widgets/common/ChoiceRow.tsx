// One choice of a figure's state as a row of radio buttons under a legend (chapter 12's starts and
// presets): each option in the reader's words.
export interface ChoiceRowProps<T extends string> {
  legend: string
  /** the radio group's name, unique on the page */
  name: string
  options: readonly T[]
  words: Record<T, string>
  value: T
  onChoose: (option: T) => void
}

export function ChoiceRow<T extends string>({
  legend,
  name,
  options,
  words,
  value,
  onChoose,
}: ChoiceRowProps<T>) {
  return (
    <fieldset className="xp-run">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChoose(o)} />{' '}
          {words[o]}
        </label>
      ))}
    </fieldset>
  )
}
