/** Words that name what every JavaScript object has: a table lookup by an outside word must not find them. */
export const OBJECT_WORDS = [
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
];
