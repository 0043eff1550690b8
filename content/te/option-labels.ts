import type { OptionLabels } from "../option-labels.ts";

/** What the public forms and the clinic finder show for each stored choice, in Telugu. */
export const optionLabelsTe: OptionLabels = {
  userType: {
    farmer: "రైతు",
    fpo: "FPO నుంచి",
    "agri-business": "వ్యవసాయ వ్యాపారి",
    ngo: "NGO/CSR నుంచి",
    student: "విద్యార్థి/పరిశోధకులు",
    entrepreneur: "సొంత వ్యాపారం మొదలుపెట్టాలనుకుంటున్నాను",
    other: "ఇతరులు",
  },
  contactRole: {
    farmer: "రైతు",
    fpo: "రైతు ఉత్పత్తిదారుల సంఘం (FPO)",
    "csr-ngo": "CSR/NGO/ఫౌండేషన్",
    "agri-company": "ఎరువులు-విత్తనాలు లేదా పంట కొనే కంపెనీ",
    press: "ప్రెస్/మీడియా",
    student: "విద్యార్థి/పరిశోధకులు",
    other: "ఇతరులు",
  },
  partnerOrgType: { csr: "CSR బృందం", ngo: "NGO సంస్థ", retailer: "ఎరువులు-విత్తనాల వ్యాపారి", government: "ప్రభుత్వ శాఖ", research: "పరిశోధన సంస్థ", investor: "పెట్టుబడిదారు", other: "ఇతరులు" },
  csrFocusArea: {
    agriculture: "వ్యవసాయం, రైతు సంక్షేమం",
    education: "చదువు, నైపుణ్యాలు",
    women: "మహిళా సాధికారత",
    environment: "పర్యావరణం, నిలకడ",
    livelihood: "గ్రామీణ జీవనోపాధి",
    multiple: "చాలా రంగాలు",
  },
  csrModel: { pilot: "పైలట్ (₹5-10 లక్షలు)", regional: "ప్రాంతీయ (₹25-50 లక్షలు)", state: "రాష్ట్ర స్థాయి (₹1-2 కోట్లు)", custom: "మీ అవసరానికి తగ్గ భాగస్వామ్యం" },
  clinicService: {
    "7-Parameter Test": "7 అంశాల పరీక్ష",
    "13-Parameter Test": "13 అంశాల పరీక్ష",
    "Advisory Services": "సలహా సేవలు",
    "Satellite Analysis": "శాటిలైట్ విశ్లేషణ",
  },
};
