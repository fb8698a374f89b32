// Writes preload.json beside the shell's build (issue 19, ADR 051): which of the shell's scripts a
// page needs before it can paint, so the server can announce them in the page's <head> at once
// instead of the browser finding them one round trip after another (entry -> bootstrap -> shared
// singletons -> the route's page -> the remote).
//
//   boot:   every script the entry's bootstrap needs: its chunks and the shared singletons they
//           consume (Module Federation loads a chunk's shared modules before running it).
//   chunks: the same for each named lazy chunk (`shell-login` is the /login page).
//   shared: the files of each singleton the shell provides, by share key, so the server can add
//           the ones a remote consumes that the boot has not loaded.
import webpack from 'webpack';

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** The chunk group each shared singleton the shell provides loads, by share key. */
function providedGroups(compilation) {
  const { chunkGraph } = compilation;
  const groups = new Map();
  for (const entry of compilation.entrypoints.values()) {
    for (const module of chunkGraph.getChunkModulesIterable(entry.getEntrypointChunk())) {
      if (module.type !== PROVIDE) continue;
      const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (group) groups.set(module._name ?? module.name, group);
    }
  }
  return groups;
}

/**
 * Scripts of a chunk group and of the shared singletons its modules consume, and so on. A consumed
 * module loads the provided copy in the share scope (the shell's own), not its fallback chunk.
 */
function scriptsOf(compilation, provided, group, into = new Set(), seen = new Set()) {
  if (!group || seen.has(group)) return into;
  seen.add(group);
  const { chunkGraph } = compilation;
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) into.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      const key = module.options?.shareKey;
      const source = provided.get(key) ?? chunkGraph.getBlockChunkGroup(module.blocks[0]);
      scriptsOf(compilation, provided, source, into, seen);
    }
  }
  return into;
}

export class PreloadManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const provided = providedGroups(compilation);
          const boot = new Set();
          for (const entry of compilation.entrypoints.values()) {
            for (const module of chunkGraph.getChunkModulesIterable(entry.getEntrypointChunk())) {
              if (module.type === PROVIDE) continue;
              for (const block of module.blocks) {
                scriptsOf(compilation, provided, chunkGraph.getBlockChunkGroup(block), boot);
              }
            }
          }
          const chunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            chunks[name] = [...scriptsOf(compilation, provided, group)].filter((file) => !boot.has(file));
          }
          const shared = Object.fromEntries(
            [...provided].map(([key, group]) => [key, [...scriptsOf(compilation, provided, group)]]),
          );
          const manifest = { boot: [...boot].sort(), chunks, shared };
          compilation.emitAsset(
            'preload.json',
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
