/** Offers what `url` (of this origin) answers as a file download. */
export function downloadUrl(fileName: string, url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** The URL of the text offered last. */
let offered = '';

/** Offers `text` to the visitor as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // The one before is gone first, whatever became of its timer.
  URL.revokeObjectURL(offered);
  const url = (offered = URL.createObjectURL(new Blob([text], { type })));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL may go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
