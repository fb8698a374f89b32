// Local ESLint rules (flat config, ESLint 10). `clinio/no-literal-ui-text` (ADR 045): every text a
// person reads comes from the package's message catalog, so a literal in JSX is an error: text
// children, and the attributes and kit props a person reads or hears.

/** Attributes and props whose value is shown or announced. */
const USER_VISIBLE = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  // the screen kit's own text props
  'message',
  'description',
  'helper',
  'lead',
]);

/** `confirmLabel`, `sendingText`, `loadingText`…: every prop that ends in Label or Text is a text. */
const isUserVisible = (name) => USER_VISIBLE.has(name) || /^[a-z]+(Label|Text)$/.test(name);

/** Text with at least one letter: punctuation, digits and symbols ('·', '—', '%') are not words. */
const hasWords = (text) => /\p{L}/u.test(text);

/** The literal strings an expression can evaluate to directly. */
function literalsOf(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => hasWords(quasi.value.cooked ?? '')) ? [node] : [];
    case 'ConditionalExpression':
      return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
    case 'LogicalExpression':
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalsOf(node.expression);
    default:
      return [];
  }
}

const textOf = (node) =>
  node.type === 'Literal'
    ? String(node.value)
    : node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');

const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX comes from a message catalog (ADR 045).' },
    schema: [],
    messages: {
      text: 'Literal text "{{text}}" in JSX: add it to the catalog (messages/en.json and es.json) and render t(\'…\').',
      attribute:
        'Literal "{{text}}" in {{name}}: add it to the catalog (messages/en.json and es.json) and pass t(\'…\').',
    },
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        for (const literal of literalsOf(node.expression)) {
          if (hasWords(textOf(literal))) report(literal, 'text', textOf(literal));
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (name === null || !isUserVisible(name) || node.value === null) return;
        const candidates =
          node.value.type === 'JSXExpressionContainer' ? literalsOf(node.value.expression) : [node.value];
        for (const literal of candidates) {
          if (literal.type !== 'Literal' && literal.type !== 'TemplateLiteral') continue;
          if (hasWords(textOf(literal))) report(literal, 'attribute', textOf(literal), name);
        }
      },
    };
  },
};

export default { meta: { name: 'clinio' }, rules: { 'no-literal-ui-text': noLiteralUiText } };
