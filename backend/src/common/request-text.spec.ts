import { ProblemDetailsSchema } from '@stacklens/contracts';
import { ProblemDetailsFilter } from './problem-details.filter';
import { fieldWithInvalidText, RequestTextError, storableText } from './request-text';

describe('fieldWithInvalidText', () => {
  it.each([
    ['a\u0000b'],
    ['\u0001'],
    ['\u001b[31m'],
    ['\u000b'],
    ['lone \ud800 high'],
    ['lone \udfff low'],
    ['\udc00\ud800'],
  ])('refuses %j', (text) => {
    expect(fieldWithInvalidText(text, 'query.search')).toBe('query.search');
  });

  it.each([['plain'], ['tab\tnew\nline\r\n'], ['😀 paired surrogates'], ['é ﷺ \u202e'], ['%00'], ['']])(
    'accepts %j',
    (text) => {
      expect(fieldWithInvalidText(text, 'body')).toBeNull();
    },
  );

  it('names the first nested field or key at fault and skips what is not JSON text', () => {
    const body = {
      name: 'ok',
      items: [{ url: 'x' }, { description: 'a\u0000' }],
      n: 1,
      flag: true,
      none: null,
    };
    expect(fieldWithInvalidText(body, 'body')).toBe('body.items.1.description');
    expect(fieldWithInvalidText({ ['k\u0000']: 'v' }, 'query')).toBe('query.k?');
    expect(fieldWithInvalidText(Buffer.from('a\u0000b'), 'body')).toBeNull();
  });

  it('becomes a 400 problem naming the field', () => {
    const body = new ProblemDetailsFilter().toProblem(
      new RequestTextError('invalid-characters', 'body.name', 'Contains NUL.'),
    );
    expect(ProblemDetailsSchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      status: 400,
      code: 'invalid-characters',
      errors: [{ path: 'body.name', message: 'Contains NUL.' }],
    });
  });

  it('storableText drops what the boundary refuses and keeps the rest (names handed over by Google or GitHub)', () => {
    expect(storableText('Ada\u0000 Love\u001blace \ud800\u00e9\t')).toBe('Ada Lovelace \u00e9\t');
    expect(fieldWithInvalidText(storableText('x\u0000y\udfff'), 'name')).toBeNull();
  });
});
