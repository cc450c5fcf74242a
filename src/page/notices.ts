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

/** None: a page opens with none shown, and adds its address's once the notices' status region is on the page (so they are announced). */
export const NO_NOTICES: NoticesState = { shown: [], nextId: 0 };

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
