// The TypeBox builders the route table uses, one by one: `import * as Type from './schema'` reads as TypeBox's
// `Type`, but a bundle takes only these (TypeBox's whole `Type` namespace would add about 10 KB gzipped to the
// web client's first load, docs/BENCHMARKS.md).
export {
  Array,
  Boolean,
  Integer,
  Intersect,
  Literal,
  Never,
  Null,
  Number,
  Object,
  Optional,
  String,
  Tuple,
  Union,
  Unknown,
  Unsafe,
} from '@sinclair/typebox';
