//
//  MyAppApp.swift
//  MyApp
//
//  Created by Jane Appleseed on 26/11/2026.
//

import SwiftUI

@main
struct MyAppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
