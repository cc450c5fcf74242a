import { type Ref, useRef } from 'react';

/** The kinds of file the grid reads (src/data/files): offered first by the file picker. */
export const FILE_TYPES = '.csv,.tsv,.txt,.json,.ndjson,.jsonl,.parquet,.arrow,.feather,.arrows,.xlsx,.xlsm,text/csv,text/tab-separated-values,text/plain,application/json';

/**
 * `Open file`: the browser's file picker, for a CSV, TSV, TXT, JSON, NDJSON, Parquet, Arrow or
 * Excel file of the visitor's own. The file is read in the page's worker; nothing is uploaded.
 */
export function OpenFileButton({ onOpen, ref }: { onOpen: (file: File) => void; ref?: Ref<HTMLButtonElement> }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button ref={ref} type="button" onClick={() => input.current?.click()}>
        Open file
      </button>
      <input
        ref={input}
        type="file"
        accept={FILE_TYPES}
        hidden
        aria-label="File to open"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file picked again must fire change again.
          event.target.value = '';
          if (file) onOpen(file);
        }}
      />
    </>
  );
}
