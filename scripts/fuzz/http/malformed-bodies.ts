// Request bodies no well-behaved client sends: broken JSON and other media types.

export const MALFORMED_JSON = [
  '{',
  '{"phrase": ',
  '{"a":1,}',
  "{'single': 'quotes'}",
  '[1, 2',
  'undefined',
  'NaN',
  '{"a": 1e999999}',
  '{"a": "\\uD800"}',
  '\u0000{}',
  '\ufeff{}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}`,
  '{"a": 1, "a": 2}',
  ' ',
];

export const OTHER_MEDIA_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
];
