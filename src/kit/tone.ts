// Colour roles for shapes. The colours themselves are CSS custom properties in kit.css
// (Okabe–Ito, safe for colour-blind readers); shapes also differ by label and dash pattern,
// never by colour alone.
export type Tone = 'a' | 'b' | 'c' | 'd' | 'neutral' | 'accent'
