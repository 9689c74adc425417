// What lead routing offers the rest of the server (ARCHITECTURE.md, Boundaries): routing
// a team's lead — the team page's form, a team booking — to a member (issue 22).

export {
  type LeadSource,
  type RoutedLead,
  type RouteLeadInput,
  type RouteLeadResult,
  routeLead,
} from './route-lead';
