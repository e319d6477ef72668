// Apart from compare.ts so that the page, which offers the choice, does not load the frame-stepped
// engine with it (the worker fetches that only when the reader compares).

/** The frame-stepped engine's rates the reader can choose, in steps per second (the link's words). */
export const STEP_RATES = ['60', '20', '10'] as const
export type StepRate = (typeof STEP_RATES)[number]

/** The same as steps in seconds: 1/60 s sees every contact the sandbox's scenes make; longer steps tunnel. */
export const STEP_CHOICES = STEP_RATES.map((r) => 1 / Number(r))
