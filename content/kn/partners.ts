import type { PartnerNames } from "../partners.ts";

/** The partners' names as Kannada newspapers spell them, in Kannada script (the logos stay). */
export const partnerNamesKn: PartnerNames = {
  "Narmada Valley FPO": "ನರ್ಮದಾ ವ್ಯಾಲಿ FPO",
  "Kisan Mitra Agro": "ಕಿಸಾನ್ ಮಿತ್ರ ಅಗ್ರೋ",
  "Green Furrow Foundation": "ಗ್ರೀನ್ ಫರೋ ಫೌಂಡೇಶನ್",
  "Doab Farmers Co-op": "ದೋಆಬ್ ರೈತರ ಸಹಕಾರ ಸಂಘ",
  "Sahyadri Agri Inputs": "ಸಹ್ಯಾದ್ರಿ ಅಗ್ರಿ ಇನ್‌ಪುಟ್ಸ್",
  "Rural Women Rising Trust": "ರೂರಲ್ ವಿಮೆನ್ ರೈಸಿಂಗ್ ಟ್ರಸ್ಟ್",
  "Bharat Krishi Labs": "ಭಾರತ್ ಕೃಷಿ ಲ್ಯಾಬ್ಸ್",
  "Ganga Basin Growers": "ಗಂಗಾ ಬೇಸಿನ್ ಗ್ರೋವರ್ಸ್",
  "Deccan Agri Ventures": "ಡೆಕ್ಕನ್ ಅಗ್ರಿ ವೆಂಚರ್ಸ್",
  "Prakriti Seeds": "ಪ್ರಕೃತಿ ಸೀಡ್ಸ್",
  "Annadata Finance": "ಅನ್ನದಾತ ಫೈನಾನ್ಸ್",
  "Malwa Organic Collective": "ಮಾಳ್ವಾ ಆರ್ಗ್ಯಾನಿಕ್ ಕಲೆಕ್ಟಿವ್",
  "Terai Producer Company": "ತರಾಯಿ ಪ್ರೊಡ್ಯೂಸರ್ ಕಂಪನಿ",
  "AgriTech Incubation Hub": "ಅಗ್ರಿಟೆಕ್ ಇನ್‌ಕ್ಯುಬೇಶನ್ ಹಬ್",
  "Mitti Foundation": "ಮಿಟ್ಟಿ ಫೌಂಡೇಶನ್",
  "Vidarbha Cotton Growers": "ವಿದರ್ಭ ಕಾಟನ್ ಗ್ರೋವರ್ಸ್",
};
