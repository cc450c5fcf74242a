import type { ColumnTypes } from '../view/columnTypes';
import { type NoticeAbout, noticeText, type TableNotice } from '../model/tableNotice';

/** Shows a notice (about something that can end). */
export type Notify = (notice: TableNotice, about?: NoticeAbout) => void;

/** A lasting message above the grid. */
export interface Notice {
  readonly id: number;
  readonly text: string;
  /** What it is about, if that can end: see NoticeAbout. */
  readonly about?: NoticeAbout;
  /** The columns whose Type it advises: it is not shown once each has one chosen (TableNotice). */
  readonly typeFor?: readonly string[];
}

export interface NoticesState {
  readonly shown: readonly Notice[];
  readonly nextId: number;
}

export type NoticeChange =
  | { type: 'add'; notice: TableNotice; about?: NoticeAbout }
  /** A person closed it. */
  | { type: 'close'; id: number }
  /** A file opened: what was said about earlier files no longer holds. */
  | { type: 'fileOpened' }
  /** Back or Forward showed another entry: what was said about the last entry no longer holds. */
  | { type: 'entryShown' };

/** None: a page opens with none shown, and adds its address's once the notices' status region is on the page (so they are announced). */
export const NO_NOTICES: NoticesState = { shown: [], nextId: 0 };

export function changeNotices(state: NoticesState, change: NoticeChange): NoticesState {
  switch (change.type) {
    case 'add': {
      // The same message again (a failing fetch asked anew) takes the older copy's place: shown once, said again.
      const text = noticeText(change.notice);
      const others = state.shown.filter((notice) => notice.text !== text);
      return { shown: [...others, { ...(typeof change.notice === 'string' ? {} : change.notice), text, id: state.nextId, about: change.about }], nextId: state.nextId + 1 };
    }
    case 'close':
      return { ...state, shown: state.shown.filter((notice) => notice.id !== change.id) };
    case 'fileOpened':
      return { ...state, shown: state.shown.filter((notice) => notice.about === undefined) };
    case 'entryShown':
      return { ...state, shown: state.shown.filter((notice) => notice.about !== 'entry') };
  }
}

/** The notices to show: those that advise a Type only while one of their columns has none chosen. */
export const noticesShown = (shown: readonly Notice[], types: ColumnTypes): Notice[] => shown.filter(({ typeFor }) => !typeFor?.every((colId) => colId in types));
