// Presentation mode lights up, in the figure beside a derivation, the shapes that draw what the
// current step speaks of (src/book/presentSteps.ts). A shape names those quantities with the same
// names as the widget's <Output q>, e.g. the ball of radius r_A draws "rA"; the names go into its
// `data-draws` attribute.

/** The prop every kit shape takes to say which quantities it draws. */
export interface Draws {
  /** the quantities (Output `q` names, space-separated) this shape draws, e.g. "rA" or "t1 chord" */
  quantity?: string
}
