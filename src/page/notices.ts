import type { Address } from '../view/address';

/** A lasting message above the grid. */
export interface Notice {
  readonly id: number;
  readonly text: string;
  /** About a file (it could not open, what was repaired, a read stopped): done once a later file opens. */
  readonly aboutFile: boolean;
}

export interface NoticesState {
  readonly shown: readonly Notice[];
  readonly nextId: number;
}

export type NoticeChange =
  | { type: 'add'; text: string; aboutFile?: boolean }
  /** A person closed it. */
  | { type: 'close'; id: number }
  /** A file opened: what was said about earlier files no longer holds. */
  | { type: 'fileOpened' };

/** The notices a page opens with: an address's (about a file's link when its file is not open here). */
export const noticesOf = ({ notices, fileNotOpen = false }: Pick<Address, 'notices' | 'fileNotOpen'>): NoticesState => ({
  shown: notices.map((text, id) => ({ id, text, aboutFile: fileNotOpen })),
  nextId: notices.length,
});

export function changeNotices(state: NoticesState, change: NoticeChange): NoticesState {
  switch (change.type) {
    case 'add': {
      // The same message again (a failing fetch asked anew) takes the older copy's place: shown once, said again.
      const others = state.shown.filter((notice) => notice.text !== change.text);
      return { shown: [...others, { id: state.nextId, text: change.text, aboutFile: change.aboutFile ?? false }], nextId: state.nextId + 1 };
    }
    case 'close':
      return { ...state, shown: state.shown.filter((notice) => notice.id !== change.id) };
    case 'fileOpened':
      return { ...state, shown: state.shown.filter((notice) => !notice.aboutFile) };
  }
}
