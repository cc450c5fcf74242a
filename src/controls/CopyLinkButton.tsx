import { useEffect, useState } from 'react';

/** Copies the page's address, which holds the whole view, and says so. */
export function CopyLinkButton() {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 3000);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setSaid('Link copied'),
      () => setSaid('Could not copy: copy the address bar instead'),
    );
  };

  return (
    <>
      <button type="button" onClick={copy}>
        Copy link
      </button>
      <span className="copy-status" role="status" aria-label="Copy link status">
        {said}
      </span>
    </>
  );
}
