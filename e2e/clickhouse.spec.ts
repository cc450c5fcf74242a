import { testClickHouse } from './servedFixture';
import { servedJourneys } from './servedJourneys';

// The same tests as over DuckDB (served.spec.ts): only the server's engine differs, and the page cannot tell.
testClickHouse.describe('served from ClickHouse', () => servedJourneys(testClickHouse));
