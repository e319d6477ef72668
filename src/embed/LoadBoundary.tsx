// A <ricochet-widget> whose view module or CSS does not arrive (a network error, a blocked or
// moved asset) would leave an empty box in the host page: this says so in its place instead.
import { Component, type ReactNode } from 'react'

interface Props {
  /** the widget's id, as the element names it */
  id: string
  children: ReactNode
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="alert">
        The Ricochet widget “{this.props.id}” could not load: its code or styles did not arrive. Reloading the
        page may help.
      </p>
    )
  }
}
