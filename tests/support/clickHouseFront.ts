/**
 * Just enough of ClickHouse's HTTP interface for @clickhouse/client, answered by chdb: not a
 * ClickHouse server, but the client's own requests, parameters and parsing of the answers
 * (scripts/chdb-front.mjs, which the e2e tests run as a script).
 */
export { type ClickHouseFront, clickHouseFront, type SentStatement } from '../../scripts/chdb-front.mjs';
