/** @jest-environment node */
import { LIVE_FLAGS } from '@clinio/contracts';
import { dependedOn, flagCombinations, flagKey, frameMarkup } from './frame-markup';

const MARKUP =
  '<style data-emotion="css a">.css-a{}</style><div class="css-a"><form><input name="email"/>' +
  '<style data-emotion="css a">.css-a{}</style><button type="button" aria-label="Show">S</button>' +
  '<button type="submit" class="css-b">Send</button></form><a href="/faq">FAQ</a>' +
  '<style data-emotion="css b">.css-b{}</style><button type="button" disabled="">Off</button></div>';

describe('a frame’s markup (ADR 067, 069)', () => {
  it('moves each style element out once, in order, and leaves links as they are', () => {
    const { styles, body } = frameMarkup(MARKUP, { where: '/x', disable: 'submit' });
    expect(styles).toBe(
      '<style data-emotion="css a">.css-a{}</style><style data-emotion="css b">.css-b{}</style>',
    );
    expect(body).not.toContain('<style');
    expect(body).toContain('<a href="/faq">FAQ</a>');
  });

  it('cannot send anything before the live page: the submit button disabled, the form posted', () => {
    const { body } = frameMarkup(MARKUP, { where: '/x', disable: 'submit' });
    expect(body).toContain('<form method="post">');
    expect(body).toContain('<button type="submit" class="css-b" disabled="">Send</button>');
    // The sign-in pages' other buttons stay as they were (ADR 067).
    expect(body).toContain('<button type="button" aria-label="Show">S</button>');
    expect(body).toContain('<button type="button" disabled="">Off</button>');
  });

  it('disables every button of a remote’s page, once', () => {
    const { body } = frameMarkup(MARKUP, { where: '/x', disable: 'every-button' });
    expect(body).toContain('<button type="button" aria-label="Show" disabled="">S</button>');
    expect(body.match(/disabled=""/g)).toHaveLength(3);
  });

  it('refuses a form it cannot keep from being sent', () => {
    expect(() =>
      frameMarkup('<form><input name="q"/></form>', { where: '/search', disable: 'submit' }),
    ).toThrow('The frame of /search has a form without a submit button to disable');
  });

  it('renders one frame per combination of the varying flags, over the fixed ones', () => {
    const spec = {
      fixed: { SHOW_COMING_SOON: false },
      varying: ['ENABLE_LOGIN', 'ENABLE_REGISTRATION'] as const,
    };
    const combinations = flagCombinations(spec);
    expect(combinations.map((flags) => flagKey(spec, flags))).toEqual(['00', '10', '01', '11']);
    expect(combinations[1]).toEqual({
      ...LIVE_FLAGS,
      SHOW_COMING_SOON: false,
      ENABLE_LOGIN: true,
      ENABLE_REGISTRATION: false,
    });
    expect(dependedOn(spec, combinations[2]!)).toEqual({
      SHOW_COMING_SOON: false,
      ENABLE_LOGIN: false,
      ENABLE_REGISTRATION: true,
    });
  });
});
