// Written in the style of public SwiftUI components (profile headers); not a copy of any of them.
import SwiftUI

struct ProfileHeader: View {
    let name: String
    let handle: String

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "person.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 72, height: 72)
                .foregroundColor(Color(.systemGray3))
            Text(name)
                .font(.title3.bold())
            Text("@\(handle)")
                .font(.subheadline)
                .foregroundColor(Color(.secondaryLabel))
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(Color(.systemBackground))
    }
}

#Preview {
    ProfileHeader(name: "Ada Lovelace", handle: "ada")
}
