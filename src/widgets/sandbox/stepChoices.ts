// Apart from compare.ts so that the page, which offers the choice, does not load the frame-stepped
// engine with it (the worker fetches that only when the reader compares).

/** The frame steps the reader can choose, in seconds: 1/60 s sees every contact the sandbox's scenes make; longer steps tunnel. */
export const STEP_CHOICES = [1 / 60, 1 / 20, 1 / 10] as const
