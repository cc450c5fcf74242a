import { Component, type ReactNode } from 'react';
import { errorMessage } from '../model/errorMessage';

/** A clear message and a way out, in place of a blank page. */
export function FailureNotice({ what, error }: { what: string; error: unknown }) {
  const message = errorMessage(error);
  return (
    <div className="failure" role="alert">
      <p>
        <strong>{what} stopped working.</strong> {message}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

interface Props {
  /** What the boundary guards, as the visitor knows it ("The grid"). */
  what: string;
  children: ReactNode;
}

/** Catches an error thrown while rendering its children and shows FailureNotice instead. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <FailureNotice what={this.props.what} error={this.state.error} />;
  }
}
