// 业主端 (issue 31): the owners' portal under /owner, composed by the shell through app/owner-slot (lazily).
export { OwnerPortal } from './owner-portal';
