// Chakra UI's theme modules build every recipe with a top-level call (`const x = defineRecipe({…})`)
// that carries no pure annotation, so webpack keeps all ~75 recipes even when the system uses a
// few (ADR 021). These `define*` helpers only return their argument; marking the calls pure lets
// webpack drop the recipes, tokens and configs nothing imports.
const DEFINE_CALL =
  /=\s*(define(?:Recipe|SlotRecipe|Config|Style|GlobalStyles|Keyframes|LayerStyles|TextStyles|AnimationStyles|Tokens\.\w+|SemanticTokens\.\w+)\()/g;

module.exports = function pureChakraTheme(source) {
  return source.replace(DEFINE_CALL, '= /* @__PURE__ */ $1');
};
