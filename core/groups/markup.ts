import type { AnyTool } from '../tool.ts';
import bookmarksHtmlToCsv from '../tools/data/bookmarks-html-to-csv.ts';
import csvToBookmarksHtml from '../tools/data/csv-to-bookmarks-html.ts';
import htmlTableToJson from '../tools/data/html-table-to-json.ts';
import jsonToMarkdownTable from '../tools/data/json-to-markdown-table.ts';
import markdownTableGenerator from '../tools/data/markdown-table-generator.ts';
import markdownTableParse from '../tools/data/markdown-table-parse.ts';
import markdownToHtml from '../tools/data/markdown-to-html.ts';
import vcfToCsv from '../tools/data/vcf-to-csv.ts';

export default [jsonToMarkdownTable, markdownTableGenerator, markdownTableParse, htmlTableToJson, markdownToHtml, bookmarksHtmlToCsv, csvToBookmarksHtml, vcfToCsv] as const satisfies readonly AnyTool[];
