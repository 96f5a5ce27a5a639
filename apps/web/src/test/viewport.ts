type HappyDomWindow = Window & {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
};

/** Resizes happy-dom's window, so CSS media queries (MUI breakpoints) apply as on that screen. */
export function setViewport(width: number, height = 768) {
  (window as HappyDomWindow).happyDOM?.setViewport({ width, height });
}
