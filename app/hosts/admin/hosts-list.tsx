import { Link } from "react-router";
import type { Host } from "../hosts.server";

/** Every host with what staff check at a glance, each name leading to their page. */
export function HostsList({ hosts }: { hosts: Pick<Host, "id" | "name" | "email" | "meetingUrl" | "active">[] }) {
  if (hosts.length === 0)
    return <p className="text-slate-700">No host yet: visitors cannot book a call until one is added.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {hosts.map((host) => (
        <li key={host.id} data-testid="host-row" className="flex flex-wrap items-baseline justify-between gap-2 p-4">
          <div className="min-w-0">
            <Link
              to={`/admin/hosts/${host.id}`}
              className="font-semibold text-brand-700 underline decoration-1 underline-offset-2"
            >
              {host.name}
            </Link>
            <p className="text-sm break-all text-slate-700">{host.email ?? "No e-mail: the staff address"}</p>
            {host.meetingUrl ? <p className="text-sm break-all text-slate-600">{host.meetingUrl}</p> : null}
          </div>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
            {host.active ? "Takes calls" : "Inactive"}
          </span>
        </li>
      ))}
    </ul>
  );
}
