import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { RemoteDesignProvider, ShellDesignProvider } from './providers';

/** Every CSS rule on the page, as text. */
function styleRules(): string[] {
  return Array.from(document.querySelectorAll('style')).flatMap((element) =>
    Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText),
  );
}

/** Rules that style the whole page rather than one element's generated class. */
function globalRules(): string[] {
  return styleRules().filter((rule) => !/^\.css-[\w-]+/.test(rule) && !/^@layer \w+ \{\s*\.css-/.test(rule));
}

it('the shell provider puts the reset, the tokens and the global styles on the page', () => {
  const before = globalRules().length;
  const { unmount } = render(
    <ShellDesignProvider>
      <p>shell</p>
    </ShellDesignProvider>,
  );
  const added = globalRules().slice(before);
  expect(added.length).toBeGreaterThan(0);
  expect(added.join('\n')).toContain('--chakra-');
  unmount();
});

it('a remote provider alone adds no global style rule at all', () => {
  const before = globalRules();
  const { unmount } = render(
    <RemoteDesignProvider>
      <p>remote</p>
    </RemoteDesignProvider>,
  );
  expect(globalRules()).toEqual(before);
  unmount();
});

it('a remote provider still styles components from the shared system', () => {
  const { getByText } = render(
    <RemoteDesignProvider>
      <Box padding="4">styled</Box>
    </RemoteDesignProvider>,
  );
  expect(getByText('styled').className).toMatch(/css-/);
  expect(styleRules().some((rule) => rule.includes('padding'))).toBe(true);
});
