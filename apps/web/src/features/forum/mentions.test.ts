import { describe, expect, it } from 'vitest';
import { insertMention } from './mentions';

describe('a mention put in a message', () => {
  it('is set apart by a space from the words on either side, with the cursor after it', () => {
    expect(insertMention('Seeplease', 3, 3, 7)).toEqual({ text: 'See [[content:7]] please', cursor: 18 });
    expect(insertMention('See please', 4, 4, 7)).toEqual({ text: 'See [[content:7]] please', cursor: 18 });
    expect(insertMention('Read', 4, 4, 7)).toEqual({ text: 'Read [[content:7]] ', cursor: 19 });
    expect(insertMention('', 0, 0, 7)).toEqual({ text: '[[content:7]] ', cursor: 14 });
  });

  it('takes the place of the text selected', () => {
    expect(insertMention('See that lesson', 4, 8, 7)).toEqual({
      text: 'See [[content:7]] lesson',
      cursor: 17,
    });
  });
});
