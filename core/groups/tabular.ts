import type { AnyTool } from '../tool.ts';
import csvToNdjson from '../tools/data/csv-to-ndjson.ts';
import csvToSql from '../tools/data/csv-to-sql.ts';
import csvToTsv from '../tools/data/csv-to-tsv.ts';
import tsvToCsv from '../tools/data/tsv-to-csv.ts';
import ndjsonToCsv from '../tools/data/ndjson-to-csv.ts';
import sqlToCsv from '../tools/data/sql-to-csv.ts';
import jsonToSql from '../tools/data/json-to-sql.ts';

export default [csvToNdjson, csvToSql, csvToTsv, tsvToCsv, ndjsonToCsv, sqlToCsv, jsonToSql] as const satisfies readonly AnyTool[];
