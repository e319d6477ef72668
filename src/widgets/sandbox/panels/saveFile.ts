// A file for the reader to keep, made in the page (the set-up's JSON, the CSV tables).

/**
 * Offers `text` as a download named `name`. A CSV starts with a byte-order mark: without it a
 * spreadsheet may read the UTF-8 of its units (kg·m/s) as another code page.
 */
export function saveFile(name: string, text: string, type: 'application/json' | 'text/csv'): void {
  const parts = type === 'text/csv' ? ['\ufeff', text] : [text]
  const url = URL.createObjectURL(new Blob(parts, { type: `${type};charset=utf-8` }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  URL.revokeObjectURL(url)
}

/**
 * Offers the CSV file `make` writes with the CSV module (csv.ts), which loads on the first
 * download rather than with the embed.
 */
export async function saveCsv(name: string, make: (csv: typeof import('./csv')) => string): Promise<void> {
  saveFile(name, make(await import('./csv')), 'text/csv')
}
