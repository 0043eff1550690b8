import type { OptionLabels } from "../option-labels.ts";

export const optionLabelsKn: OptionLabels = {
  userType: {
    farmer: "ರೈತ",
    fpo: "FPO ಕಡೆಯಿಂದ",
    "agri-business": "ಕೃಷಿ ಸಂಬಂಧಿ ವ್ಯಾಪಾರಿ",
    ngo: "NGO/CSR ಕಡೆಯಿಂದ",
    student: "ವಿದ್ಯಾರ್ಥಿ/ಸಂಶೋಧಕ",
    entrepreneur: "ಸ್ವಂತ ಉದ್ಯಮ ಶುರು ಮಾಡಬೇಕು",
    other: "ಬೇರೆ",
  },
  contactRole: {
    farmer: "ರೈತ",
    fpo: "ರೈತ ಉತ್ಪಾದಕ ಸಂಸ್ಥೆ (FPO)",
    "csr-ngo": "CSR/NGO/ಪ್ರತಿಷ್ಠಾನ",
    "agri-company": "ಗೊಬ್ಬರ-ಬೀಜ ಅಥವಾ ಬೆಳೆ ಖರೀದಿ ಕಂಪನಿ",
    press: "ಪತ್ರಿಕೆ/ಮಾಧ್ಯಮ",
    student: "ವಿದ್ಯಾರ್ಥಿ/ಸಂಶೋಧಕ",
    other: "ಬೇರೆ",
  },
  partnerOrgType: { csr: "CSR ತಂಡ", ngo: "NGO ಸಂಸ್ಥೆ", retailer: "ಗೊಬ್ಬರ-ಬೀಜ ಅಂಗಡಿ", government: "ಸರ್ಕಾರಿ ಇಲಾಖೆ", research: "ಸಂಶೋಧನಾ ಸಂಸ್ಥೆ", investor: "ಹೂಡಿಕೆದಾರ", other: "ಬೇರೆ" },
  csrFocusArea: {
    agriculture: "ಕೃಷಿ ಮತ್ತು ರೈತ ಕಲ್ಯಾಣ",
    education: "ಶಿಕ್ಷಣ ಮತ್ತು ಕೌಶಲ",
    women: "ಮಹಿಳಾ ಸಬಲೀಕರಣ",
    environment: "ಪರಿಸರ ಮತ್ತು ಸುಸ್ಥಿರತೆ",
    livelihood: "ಹಳ್ಳಿಯ ಜೀವನೋಪಾಯ",
    multiple: "ಹಲವು ಕ್ಷೇತ್ರಗಳು",
  },
  csrModel: { pilot: "ಪ್ರಾಯೋಗಿಕ (₹5-10 ಲಕ್ಷ)", regional: "ಪ್ರಾದೇಶಿಕ (₹25-50 ಲಕ್ಷ)", state: "ರಾಜ್ಯ ಮಟ್ಟ (₹1-2 ಕೋಟಿ)", custom: "ನಿಮ್ಮ ಅಗತ್ಯಕ್ಕೆ ತಕ್ಕ ಪಾಲುದಾರಿಕೆ" },
  clinicService: {
    "7-Parameter Test": "7 ಅಂಶಗಳ ಪರೀಕ್ಷೆ",
    "13-Parameter Test": "13 ಅಂಶಗಳ ಪರೀಕ್ಷೆ",
    "Advisory Services": "ಸಲಹಾ ಸೇವೆ",
    "Satellite Analysis": "ಉಪಗ್ರಹ ವಿಶ್ಲೇಷಣೆ",
  },
};
