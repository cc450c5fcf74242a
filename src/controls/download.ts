/** Offers what `url` (of this origin) answers as a file download. */
export function downloadUrl(fileName: string, url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** Offers `text` to the visitor as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser fetches the URL after the click, later on a busy machine: revoked at once, the
  // download could fail unseen. FileSaver.js keeps it 40 s; so does this.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
