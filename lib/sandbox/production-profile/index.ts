/** The production-shaped profile (SANDBOX_PROFILE=production): see README.md in this folder. */
export {
  ANSWER_TYPES,
  MUTATION_ANSWER_TYPES,
  LEG,
  LEG_FLOW_FIELDS,
  type AnswerType,
  type ObjectSpec,
} from "./answer-types";
export { deviate, isIntactLeg, isUsableLeg, variantIndex, variantName } from "./choose";
export { variantsOf, ownVariants, type NamedBody, type Variant, type Json } from "./variants";
export { nonV4Form, toStoredId, toWireId, showsNonV4 } from "./wire-ids";
export { SAMPLE_ANSWERS } from "./samples";
export { isSpotOnly } from "./spot-only";
