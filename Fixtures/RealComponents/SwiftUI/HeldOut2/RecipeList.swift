// Written in the style of public SwiftUI components (master-detail lists); not a copy of any of them.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(recipe.name).font(.title)
            Label("\(recipe.minutes) min", systemImage: "clock")
                .foregroundColor(.secondary)
            Spacer()
        }
        .padding()
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct RecipeList: View {
    let recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20),
        Recipe(id: 2, name: "Ramen", minutes: 45),
    ]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(destination: RecipeDetail(recipe: recipe)) {
                    HStack {
                        Text(recipe.name)
                        Spacer()
                        Text("\(recipe.minutes)m")
                            .foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
        }
    }
}
