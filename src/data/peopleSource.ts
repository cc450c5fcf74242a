import type { Person } from './person';

export interface GenerateRequest {
  requestId: number;
  count: number;
  seed: number;
}

export interface GenerateResponse {
  requestId: number;
  people: Person[];
}

/** Generates people in a Web Worker; only the newest request is answered. */
export interface PeopleSource {
  generate(count: number, seed: number): Promise<Person[] | 'superseded'>;
  dispose(): void;
}

export function createPeopleSource(): PeopleSource {
  const worker = new Worker(new URL('./people.worker.ts', import.meta.url), { type: 'module' });
  let latest = 0;
  const pending = new Map<number, (result: Person[] | 'superseded') => void>();

  worker.onmessage = (event: MessageEvent<GenerateResponse>) => {
    const { requestId, people } = event.data;
    pending.get(requestId)?.(requestId === latest ? people : 'superseded');
    pending.delete(requestId);
  };

  return {
    generate(count, seed) {
      const requestId = ++latest;
      return new Promise((resolve) => {
        pending.set(requestId, resolve);
        const request: GenerateRequest = { requestId, count, seed };
        worker.postMessage(request);
      });
    },
    dispose() {
      worker.terminate();
      for (const resolve of pending.values()) resolve('superseded');
      pending.clear();
    },
  };
}
