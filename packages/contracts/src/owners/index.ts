export { Area, Amount, Rate, MatterClass, VoteKind, VoteStatus, Choice, BallotSource, AccountEntry, Ratio, RatioCheck, VoteRow } from './owners.schemas';
export * from './accounts.endpoints';
export * from './votes.endpoints';
export * from './budget.endpoints';
export * from './outsourcing.endpoints';
