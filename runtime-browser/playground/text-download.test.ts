/** textFileOf: what the result's Download button saves, and as which kind of file. */
import { describe, expect, it } from 'vitest';
import { textFileOf, textKind } from './text-download.ts';

describe('textKind', () => {
  it('tells JSON, SVG, HTML and XML by their content', () => {
    expect(textKind('result', '{\n  "a": 1\n}')).toBe('json');
    expect(textKind('result', '[1, 2]')).toBe('json');
    expect(textKind('result', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe('svg');
    expect(textKind('result', '<!DOCTYPE html><title>x</title>')).toBe('html');
    expect(textKind('html', '<p>fragment</p>')).toBe('html');
    expect(textKind('result', '<?xml version="1.0"?><a/>')).toBe('xml');
    expect(textKind('xml', '<a><b/></a>')).toBe('xml');
  });

  it('goes by the field name where content cannot tell (CSV, TSV, YAML, Markdown)', () => {
    expect(textKind('csv', 'a,b\n1,2')).toBe('csv');
    expect(textKind('tsv', 'a\tb')).toBe('tsv');
    expect(textKind('yaml', 'a: 1')).toBe('yaml');
    expect(textKind('markdown', '# Title')).toBe('md');
  });

  it('calls anything else, and JSON-looking text that does not parse, plain text', () => {
    expect(textKind('result', 'aGVsbG8=')).toBe('txt');
    expect(textKind('result', '{not json')).toBe('txt');
    expect(textKind('json', 'nope')).toBe('txt');
  });
});

describe('textFileOf', () => {
  it('takes a string result, or the main text field of an object', () => {
    expect(textFileOf('a,b')).toMatchObject({ field: 'result', text: 'a,b', extension: 'txt', type: 'text/plain;charset=utf-8' });
    expect(textFileOf({ csv: 'name,age\nAda,36', rows: 1, columns: ['name', 'age'] })).toMatchObject({ field: 'csv', extension: 'csv', type: 'text/csv;charset=utf-8' });
    expect(textFileOf({ result: '{"a":1}' })).toMatchObject({ field: 'result', extension: 'json' });
    expect(textFileOf({ yaml: 'a: 1\n', documents: 1 })).toMatchObject({ field: 'yaml', extension: 'yaml' });
    // The only string field, whatever its name.
    expect(textFileOf({ signature: '<p>x</p>\n', bytes: 9 })).toMatchObject({ field: 'signature', text: '<p>x</p>\n' });
  });

  it('leaves out files and encoding words, and saves the whole result as JSON when no one text is it', () => {
    expect(textFileOf({ pdf: 'JVBERi0x', page_count: 2 }, { pdf: 'application/pdf' })).toMatchObject({ field: 'result', extension: 'json' });
    const whole = textFileOf({ valid: true, errors: [], mode: 'strict' });
    expect(whole).toMatchObject({ field: 'result', extension: 'json', type: 'application/json;charset=utf-8' });
    expect(JSON.parse(whole.text)).toEqual({ valid: true, errors: [], mode: 'strict' });
    expect(textFileOf([1, 2]).extension).toBe('json');
    expect(textFileOf({ result: 'aGk=', resultEncoding: 'base64' })).toMatchObject({ field: 'result', text: 'aGk=' });
  });
});
