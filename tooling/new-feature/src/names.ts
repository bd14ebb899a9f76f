/** The spellings of one feature name: the package folder, code identifiers and the paths key. */
export type FeatureNames = {
  /** kebab-case: folder, package (@resident/<kebab>) and URL segment. */
  kebab: string;
  /** camelCase: the `paths` key and the manifest's prefix (`<camel>Feature`). */
  camel: string;
  /** PascalCase: the page component (`<Pascal>Page`). */
  pascal: string;
};

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Throws with what to type instead when `name` is not a kebab-case word list. */
export function featureNames(name: string): FeatureNames {
  if (!KEBAB.test(name)) throw new Error(`The feature name '${name}' must be kebab-case, e.g. parking-permits.`);
  const words = name.split('-');
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return { kebab: name, camel: pascal[0]!.toLowerCase() + pascal.slice(1), pascal };
}
