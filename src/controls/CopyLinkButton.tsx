import { SaidStatus } from './SaidStatus';
import { useSaid } from './useSaid';

/** Copies the page's address, which holds the whole view, and says so. */
export function CopyLinkButton() {
  const [said, say] = useSaid();

  const copy = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => say('Link copied'),
      () => say('Could not copy: copy the address bar instead'),
    );
  };

  return (
    <>
      <button type="button" onClick={copy}>
        Copy link
      </button>
      <SaidStatus label="Copy link status" said={said} />
    </>
  );
}
