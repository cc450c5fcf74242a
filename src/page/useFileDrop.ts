import { useEffect, useState } from 'react';
import { useLatest } from '../controls/useLatest';

/** Whether a drag carries files (not text or a link dragged within the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * A file dropped anywhere on the page opens (the first one, if several); while files are
 * dragged over the page, `dragging` is true so the page can show where to drop them.
 */
export function useFileDrop(onOpen: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  // The listeners stay for the page's life; they call the latest onOpen.
  const latest = useLatest(onOpen);
  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when the
    // drag has left the page.
    let depth = 0;
    const onDragEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      setDragging(true);
    };
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault(); // makes the page a drop target
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onDragLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault(); // the browser would open the file in place of the page
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) latest.current(file);
    };
    const listeners = [
      ['dragenter', onDragEnter],
      ['dragover', onDragOver],
      ['dragleave', onDragLeave],
      ['drop', onDrop],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    };
  }, [latest]);
  return dragging;
}
