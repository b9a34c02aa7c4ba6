import { initials, type TeamMember } from "~/content/team";

/** A leadership card: an initials avatar (no photos), name, title and a one-line bio. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold tracking-wide text-white"
      >
        {initials(member.name)}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-brand-900">{member.name}</h3>
      <p className="text-sm font-semibold text-brand-700">{member.title}</p>
      <p className="mt-3 text-slate-700">{member.bio}</p>
    </li>
  );
}
