import { checkJsonText, MAX_JSON_DEPTH } from './hostile-json.js';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('checkJsonText', () => {
  it('passes a result as the app sends it', () => {
    const body = JSON.stringify({
      name: 'Siti "constructor" Aminah: __proto__',
      class_room: '8A',
      score: '7/10',
      answers: { question1: 2 },
    });
    expect(() => checkJsonText(body)).not.toThrow();
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels`, () => {
    expect(() => checkJsonText(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => checkJsonText(`{"name":${nested(5000)}}`)).toThrow(
      `Request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  });

  it.each([
    ['{"__proto__":{"isAdmin":true}}', '__proto__'],
    ['{"a":{"constructor" :{"prototype":1}}}', 'constructor'],
    ['{"__pro\\u0074o__":1}', '__proto__'],
  ])('refuses a key that reaches the prototype: %s', (body, key) => {
    expect(() => checkJsonText(body)).toThrow(`property ${key} should not exist`);
  });
});
