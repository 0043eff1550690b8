import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlineGu: OfflineContent = {
  notice: "ઇન્ટરનેટ નથી: સાચવેલું પેજ દેખાય છે",
  title: "ઇન્ટરનેટ ચાલતું નથી",
  intro: "આ પેજ હજી તમારા ફોનમાં સચવાયું નથી. નેટવર્ક આવશે ત્યારે ખૂલી જશે.",
  call: "અમને ફોન કરો",
  saved: "આ ફોનમાં સાચવેલાં પેજ",
  none: "હજી કોઈ પેજ સચવાયું નથી.",
  retry: "ફરી પ્રયત્ન કરો",
};
