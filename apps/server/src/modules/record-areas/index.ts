// The shared rules of record areas, for the modules that declare record bindings.
export {
  checksRule,
  current,
  dictionary,
  forwardOnly,
  notBefore,
  plateField,
  refuse,
  requiredWhen,
  type RuleIssue,
} from './area-rules';
