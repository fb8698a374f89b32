// Writes release.json beside a remote's build: what the release tooling publishes and what the
// registry tells the shell before it loads a single byte of the remote.
import webpack from 'webpack';

export class ReleaseManifestPlugin {
  /**
   * @param {{ name: string, version: string, packageName: string, contractVersion: string,
   *   requires: Record<string, string[]>, shared: Record<string, string>, area: unknown }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const release = {
            name: this.options.name,
            version: this.options.version,
            packageName: this.options.packageName,
            contractVersion: this.options.contractVersion,
            exposedModule: './mfe',
            manifest: 'mf-manifest.json',
            // Names of the shell's tree-shaken shared surfaces this remote imports.
            requires: this.options.requires,
            // Versions (caret ranges) of the shared packages it was built against.
            shared: this.options.shared,
            // The area it declares (area.json); the release step validates it.
            area: this.options.area,
          };
          compilation.emitAsset(
            'release.json',
            new webpack.sources.RawSource(`${JSON.stringify(release, null, 2)}\n`),
          );
        },
      );
    });
  }
}
